--TEST--
control characters
--FILE--
<?php
foreach (["\"a\tb\"", "\"a\nb\"", "[\x01]", "\x01", "1\x00", "[1]\x00", "\"abc", "[\"abc", "\x1f"] as $s) { var_dump(json_decode($s)); echo json_last_error(), ' ', json_last_error_msg(), "\n"; }
--EXPECT--
NULL
3 Control character error, possibly incorrectly encoded
NULL
3 Control character error, possibly incorrectly encoded
NULL
3 Control character error, possibly incorrectly encoded
NULL
3 Control character error, possibly incorrectly encoded
NULL
3 Control character error, possibly incorrectly encoded
NULL
3 Control character error, possibly incorrectly encoded
NULL
3 Control character error, possibly incorrectly encoded
NULL
3 Control character error, possibly incorrectly encoded
NULL
3 Control character error, possibly incorrectly encoded
