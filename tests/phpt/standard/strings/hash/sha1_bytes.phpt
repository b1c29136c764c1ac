--TEST--
sha1 of binary data
--FILE--
<?php
echo sha1("\0\xff\x80 \n"), "\n", sha1(str_repeat("\xff", 200)), "\n";
--EXPECT--
a6923f4eed41e559fa3ca85c4b540a6a0d9c0c3f
e007c7d7d8caf4d31e1713d56ad50461f420996f
