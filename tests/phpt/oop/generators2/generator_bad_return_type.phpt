--TEST--
A generator declared with a non-iterable return type is a compile error
--FILE--
<?php
function g(): array { yield 1; }
--EXPECTF--

Fatal error: Generator return type must be a supertype of Generator, array given in %s on line 2
