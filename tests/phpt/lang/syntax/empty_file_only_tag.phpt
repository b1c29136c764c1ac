--TEST--
File with only the open tag
--FILE--
<?php
--EXPECT--

