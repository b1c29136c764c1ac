--TEST--
strpos with null haystack is deprecated
--FILE--
<?php
var_dump(strpos(null, 'a'));
--EXPECTF--

Deprecated: strpos(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
bool(false)
