--TEST--
"else if" is not allowed in alternative syntax
--FILE--
<?php
if (true):
  echo "a";
else if (false):
  echo "b";
endif;
--EXPECTF--

Parse error: syntax error, unexpected token "if", expecting ":" in %s on line 4
