--TEST--
Octal escape overflow warnings in heredoc, multi-line strings and b-strings, none for escaped backslashes
--FILE--
<?php
$a = "\\400";
$b = "\0400";
$c = '\400';
$d = b"\500";
$e = <<<X
  line
  x\777 y
  X;
$f = "a
\401 $a \402";
echo strlen($a), strlen($b), strlen($c), strlen($d), strlen($e), strlen($f), "\n";
--EXPECTF--

Warning: Octal escape sequence overflow \500 is greater than \377 in %s on line 5

Warning: Octal escape sequence overflow \777 is greater than \377 in %s on line 8

Warning: Octal escape sequence overflow \401 is greater than \377 in %s on line 11

Warning: Octal escape sequence overflow \402 is greater than \377 in %s on line 11
4241910
