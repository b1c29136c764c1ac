--TEST--
str_replace string search with array replace
--FILE--
<?php
try { str_replace("a", ["b"], "abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
str_replace(): Argument #2 ($replace) must be of type string when argument #1 ($search) is a string
