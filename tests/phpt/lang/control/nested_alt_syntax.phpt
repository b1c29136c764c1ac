--TEST--
Mixing alternative and brace syntax in one if is a parse error
--FILE--
<?php
for ($i = 0; $i < 2; $i++):
  if ($i) { echo "odd "; } else: echo "even "; endif;
endfor;
--EXPECTF--

Parse error: syntax error, unexpected token ":" in %s on line 3
