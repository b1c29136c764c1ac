--TEST--
json_last_error_msg for each decode error
--FILE--
<?php
foreach (['[[1]]', "\"\x01\"", '{', "\"\xff\"", '{"\u0000":1}', '"\udc00"', '[1]'] as $s) { json_decode($s, false, 2); echo json_last_error(), ': ', json_last_error_msg(), "\n"; }
--EXPECT--
1: Maximum stack depth exceeded
3: Control character error, possibly incorrectly encoded
4: Syntax error
5: Malformed UTF-8 characters, possibly incorrectly encoded
9: The decoded property name is invalid
10: Single unpaired UTF-16 surrogate in unicode escape
0: No error
