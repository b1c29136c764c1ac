--TEST--
Uncaught ParseError from eval
--FILE--
<?php
echo "start\n";
eval("\$x = 1;\n\$y = ;");
echo "end\n";
--EXPECTF--
start

Parse error: syntax error, unexpected token ";" in %s(3) : eval()'d code on line 2
