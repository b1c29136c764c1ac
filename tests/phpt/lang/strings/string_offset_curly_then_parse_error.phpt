--TEST--
A later syntax error wins over the removed curly-brace offset syntax
--FILE--
<?php
$s = "abc";
echo $s{0};
echo 1 +;
--EXPECTF--

Parse error: syntax error, unexpected token ";" in %s on line 4
