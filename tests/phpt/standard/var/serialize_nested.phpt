--TEST--
nested arrays
--FILE--
<?php
echo serialize([[[]], [[1, [2]]]]), "\n";
--EXPECT--
a:2:{i:0;a:1:{i:0;a:0:{}}i:1;a:1:{i:0;a:2:{i:0;i:1;i:1;a:1:{i:0;i:2;}}}}
