--TEST--
else without if
--FILE--
<?php
else { echo "x"; }
--EXPECTF--

Parse error: syntax error, unexpected token "else", expecting end of file in %s on line 2
