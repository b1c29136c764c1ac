--TEST--
invalid characters in hexdec
--FILE--
<?php
var_dump(hexdec("xyz1"));
var_dump(bindec("12"));
var_dump(octdec("89"));
--EXPECTF--

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 2
int(1)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 3
int(1)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 4
int(0)
