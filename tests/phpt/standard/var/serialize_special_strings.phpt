--TEST--
strings with quotes and braces
--FILE--
<?php
echo serialize(['"', '{}', ';', "\n"]), "\n";
--EXPECT--
a:4:{i:0;s:1:""";i:1;s:2:"{}";i:2;s:1:";";i:3;s:1:"
";}
