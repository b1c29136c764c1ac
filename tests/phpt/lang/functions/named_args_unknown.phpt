--TEST--
Unknown named argument throws
--FILE--
<?php
function f($a) { return $a; }
try { f(b: 1); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { strlen(str: "x"); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Unknown named parameter $b
Unknown named parameter $str
