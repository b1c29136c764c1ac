--TEST--
an incomplete class serializes back
--FILE--
<?php
echo serialize(unserialize('O:3:"Foo":1:{s:1:"a";i:1;}')), "\n";
--EXPECT--
O:3:"Foo":1:{s:1:"a";i:1;}
