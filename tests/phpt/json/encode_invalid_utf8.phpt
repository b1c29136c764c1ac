--TEST--
malformed UTF-8 fails
--FILE--
<?php
var_dump(json_encode("a\xffb"), json_last_error(), json_last_error_msg());
var_dump(json_encode(["ok", "bad\xc3"]), json_last_error());
--EXPECT--
bool(false)
int(5)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
bool(false)
int(5)
