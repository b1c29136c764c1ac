--TEST--
strtr argument errors
--FILE--
<?php
try { strtr("abc", "ab"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { strtr("abc", ["a" => "b"], "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
strtr(): Argument #2 ($from) must be of type array, string given
strtr(): Argument #2 ($from) must be of type string, array given
