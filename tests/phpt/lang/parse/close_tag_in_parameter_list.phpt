--TEST--
A closing tag inside a parameter list is reported as the ; it stands for
--FILE--
<?php
function f($a, ?>
x
--EXPECTF--

Parse error: syntax error, unexpected token ";", expecting variable in %s on line 2
