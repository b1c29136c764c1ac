--TEST--
Mixing tabs and spaces in closing indentation is a parse error
--FILE--
<?php
$s = <<<EOT
	 x
	 EOT;
--EXPECTF--

Parse error: Invalid indentation - tabs and spaces cannot be mixed in %s on line 3
