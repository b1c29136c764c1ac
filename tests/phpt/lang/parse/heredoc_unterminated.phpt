--TEST--
Unterminated heredoc
--FILE--
<?php
echo <<<EOT
never closed
--EXPECTF--

Parse error: syntax error, unexpected end of file, expecting variable or heredoc end or "${" or "{$" in %s on line 4
