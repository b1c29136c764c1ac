--TEST--
Cannot use $this as lexical variable
--FILE--
<?php
class A { function m() { return function () use ($this) {}; } }
--EXPECTF--

Fatal error: Cannot use $this as lexical variable in %s on line 2
