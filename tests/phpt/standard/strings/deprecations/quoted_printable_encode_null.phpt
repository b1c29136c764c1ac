--TEST--
quoted_printable_encode() with null is deprecated
--FILE--
<?php
var_dump(quoted_printable_encode(null));
--EXPECTF--

Deprecated: quoted_printable_encode(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
