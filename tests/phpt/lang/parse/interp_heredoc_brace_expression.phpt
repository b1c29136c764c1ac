--TEST--
Parse error: {$...} in a heredoc holds only a variable
--FILE--
<?php
$a = 1;
echo <<<EOT
  value {$a * 2}
  EOT;
--EXPECTF--

Parse error: syntax error, unexpected token "*", expecting "->" or "?->" or "{" or "[" in %s on line 4
