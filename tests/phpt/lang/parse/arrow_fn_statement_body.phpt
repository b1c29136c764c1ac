--TEST--
Arrow function with a statement body
--FILE--
<?php
$f = fn($x) => { return $x; };
--EXPECTF--

Parse error: syntax error, unexpected token "{" in %s on line 2
