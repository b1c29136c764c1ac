--TEST--
convert_uudecode of invalid data
--FILE--
<?php
var_dump(convert_uudecode(""), convert_uudecode("x"), convert_uudecode("M"), convert_uudecode("`"));
--EXPECTF--

Warning: convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string in %s on line 2

Warning: convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string in %s on line 2

Warning: convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string in %s on line 2
bool(false)
bool(false)
bool(false)
string(0) ""
