--TEST--
Unclosed brace at end of file
--FILE--
<?php
function f() {
  echo "x";
--EXPECTF--

Parse error: Unclosed '{' on line 2 in %s on line 4
