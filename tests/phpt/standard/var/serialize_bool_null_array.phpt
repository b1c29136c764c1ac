--TEST--
booleans and null in arrays
--FILE--
<?php
echo serialize([true, false, null]), "\n";
--EXPECT--
a:3:{i:0;b:1;i:1;b:0;i:2;N;}
