import { ApiProperty } from '@nestjs/swagger';

/** The shape of every error answer. */
export class ErrorResponse {
  @ApiProperty({ example: false, enum: [false] })
  success: false;

  @ApiProperty({ example: 'Please enter some text to enhance.' })
  message: string;
}

/** A plain `{ success: true }` acknowledgement. */
export class SuccessResponse {
  @ApiProperty({ example: true })
  success: boolean;
}
