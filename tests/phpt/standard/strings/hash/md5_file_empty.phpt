--TEST--
md5_file with an empty path
--FILE--
<?php
try { md5_file(""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { sha1_file(""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Path cannot be empty
Path cannot be empty
