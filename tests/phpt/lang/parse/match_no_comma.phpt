--TEST--
Missing comma between match arms
--FILE--
<?php
echo match (1) { 1 => 'a' 2 => 'b' };
--EXPECTF--

Parse error: syntax error, unexpected integer "2", expecting "}" in %s on line 2
