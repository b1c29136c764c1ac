--TEST--
substr_replace array offsets with a string subject
--FILE--
<?php
try { substr_replace("abc", "x", [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { substr_replace("abc", "x", 1, [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
substr_replace(): Argument #3 ($offset) cannot be an array when working on a single string
substr_replace(): Argument #4 ($length) cannot be an array when working on a single string
