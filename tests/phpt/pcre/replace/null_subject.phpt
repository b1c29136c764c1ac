--TEST--
a null subject is deprecated and treated as ""
--FILE--
<?php
var_dump(preg_replace('/a/', 'b', null));
var_dump(preg_replace('/^$/', 'empty', null));
--EXPECTF--

Deprecated: preg_replace(): Passing null to parameter #3 ($subject) of type array|string is deprecated in %s on line 2
string(0) ""

Deprecated: preg_replace(): Passing null to parameter #3 ($subject) of type array|string is deprecated in %s on line 3
string(5) "empty"
