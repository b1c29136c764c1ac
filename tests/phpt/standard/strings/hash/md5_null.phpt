--TEST--
md5(null) is deprecated
--FILE--
<?php
var_dump(md5(null));
--EXPECTF--

Deprecated: md5(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(32) "d41d8cd98f00b204e9800998ecf8427e"
