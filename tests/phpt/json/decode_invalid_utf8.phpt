--TEST--
invalid UTF-8
--FILE--
<?php
foreach (["\"a\xffb\"", "[\"\xc3\"]", "\xff", "[\xff]", "\"\xed\xa0\x80\"", "\"\xc0\xaf\""] as $s) { var_dump(json_decode($s)); echo json_last_error(), ' ', json_last_error_msg(), "\n"; }
--EXPECT--
NULL
5 Malformed UTF-8 characters, possibly incorrectly encoded
NULL
5 Malformed UTF-8 characters, possibly incorrectly encoded
NULL
5 Malformed UTF-8 characters, possibly incorrectly encoded
NULL
5 Malformed UTF-8 characters, possibly incorrectly encoded
NULL
5 Malformed UTF-8 characters, possibly incorrectly encoded
NULL
5 Malformed UTF-8 characters, possibly incorrectly encoded
