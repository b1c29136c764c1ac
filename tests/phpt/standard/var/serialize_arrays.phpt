--TEST--
serialize of arrays
--FILE--
<?php
echo serialize([]), "\n", serialize([1, 2]), "\n", serialize(['a' => 1, 5 => [true, null], '' => 'x']), "\n", serialize([-1 => 1.5]), "\n";
--EXPECT--
a:0:{}
a:2:{i:0;i:1;i:1;i:2;}
a:3:{s:1:"a";i:1;i:5;a:2:{i:0;b:1;i:1;N;}s:0:"";s:1:"x";}
a:1:{i:-1;d:1.5;}
