--TEST--
A bare return in a typed function is a compile error
--FILE--
<?php
function r2(): ?int { return; }
--EXPECTF--

Fatal error: A function with return type must return a value (did you mean "return null;" instead of "return;"?) in %s on line 2
