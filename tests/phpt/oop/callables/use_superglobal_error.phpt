--TEST--
Cannot use auto-global as lexical variable
--FILE--
<?php
$f = function () use ($_GET) {};
--EXPECTF--

Fatal error: Cannot use auto-global as lexical variable in %s on line 2
