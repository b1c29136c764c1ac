--TEST--
thousands separators with a lookahead
--FILE--
<?php
echo preg_replace('/\B(?=(\d{3})+(?!\d))/', ',', '1234567890'), "\n";
echo preg_replace('/\B(?=(\d{3})+(?!\d))/', ',', '123'), "\n";
--EXPECT--
1,234,567,890
123
