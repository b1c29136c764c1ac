--TEST--
File ending without closing tag
--FILE--
<?php
echo "tail";
--EXPECT--
tail
