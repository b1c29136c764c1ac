--TEST--
reformatting dates with references
--FILE--
<?php
echo preg_replace('/(\d{4})-(\d{2})-(\d{2})/', '$3/$2/$1', 'from 2024-03-15 to 2024-12-01'), "\n";
--EXPECT--
from 15/03/2024 to 01/12/2024
