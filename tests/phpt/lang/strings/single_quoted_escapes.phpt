--TEST--
Single-quoted strings only escape backslash and quote
--FILE--
<?php
echo 'a\'b', "\n";
echo 'back\\slash', "\n";
echo 'no\nnewline', "\n";
echo 'trailing\\', "\n";
echo 'lone\ backslash', "\n";
echo '$var {$x}', "\n";
--EXPECT--
a'b
back\slash
no\nnewline
trailing\
lone\ backslash
$var {$x}
