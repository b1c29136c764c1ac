<?php
namespace Acme\Model;

abstract class Entity implements HasId
{
    private static int $next = 1;
    public readonly int $id;

    public function id(): int
    {
        return $this->id ??= self::$next++;
    }
}
