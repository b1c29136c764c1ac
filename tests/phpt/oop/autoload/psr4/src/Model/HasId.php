<?php
namespace Acme\Model;

interface HasId
{
    public function id(): int;
}
