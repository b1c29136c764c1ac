--TEST--
endwhile after a closed block at the top level
--FILE--
<?php
if (true) { echo 1; }
endwhile;
--EXPECTF--

Parse error: syntax error, unexpected token "endwhile", expecting end of file in %s on line 3
