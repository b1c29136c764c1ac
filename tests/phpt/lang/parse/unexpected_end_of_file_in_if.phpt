--TEST--
Incomplete if statement
--FILE--
<?php
if ($x) {
--EXPECTF--

Parse error: Unclosed '{' on line 2 in %s on line 3
