--TEST--
implode argument errors
--FILE--
<?php
try { implode(",", "notarray"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { implode("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { implode([1], [2]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
implode(): Argument #2 ($array) must be of type ?array, string given
implode(): Argument #1 ($array) must be of type array, string given
implode(): Argument #1 ($separator) must be of type string, array given
