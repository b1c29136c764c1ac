--TEST--
const in a function body is a parse error
--FILE--
<?php
function f() { const X = 1; }
--EXPECTF--

Parse error: syntax error, unexpected token "const" in %s on line 2
