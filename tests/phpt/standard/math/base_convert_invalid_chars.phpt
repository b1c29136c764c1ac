--TEST--
invalid characters are ignored with a deprecation
--FILE--
<?php
var_dump(base_convert("g1", 16, 10));
var_dump(base_convert("-10", 10, 2));
var_dump(base_convert("1.5", 10, 10));
--EXPECTF--

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 2
string(1) "1"

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 3
string(4) "1010"

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 4
string(2) "15"
