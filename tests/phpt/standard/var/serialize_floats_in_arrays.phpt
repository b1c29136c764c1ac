--TEST--
floats inside arrays
--FILE--
<?php
echo serialize([0.5, -1.25, 1e-10, 3.0]), "\n";
--EXPECT--
a:4:{i:0;d:0.5;i:1;d:-1.25;i:2;d:1.0E-10;i:3;d:3;}
